#!/usr/bin/python3
"""A bare WebKitGTK browser for WebKitWebDriver (its `webkitgtk:browserOptions.binary`).

Debian's MiniBrowser cannot be narrower than its toolbar (about 447 px); this window takes any
size. Every page gets, before its own scripts, the script named by WEBKIT_WINDOW_SCRIPT (the
tests' recorder of errors and policy violations: WebDriver classic has no console stream), and
downloads are saved at once into WEBKIT_WINDOW_DOWNLOADS. A page's script may set the system's
colour scheme, as WebKit reads it from GTK, with
window.webkit.messageHandlers.systemScheme.postMessage("dark") (or "light"): WebDriver classic
has no way to. Nothing is kept on disk between runs,
and no request reaches another host than this machine (the tests run without a network).
"""
import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

RECORDER = open(os.environ["WEBKIT_WINDOW_SCRIPT"], encoding="utf-8").read()
DOWNLOADS = os.environ["WEBKIT_WINDOW_DOWNLOADS"]

data = WebKit2.WebsiteDataManager.new_ephemeral()
# Every other host goes through a proxy that is not there, so it is refused at once.
data.set_network_proxy_settings(
    WebKit2.NetworkProxyMode.CUSTOM,
    WebKit2.NetworkProxySettings.new("http://127.0.0.1:9", ["127.0.0.1", "localhost"]),
)
context = WebKit2.WebContext(website_data_manager=data)
context.set_automation_allowed(True)
windows = []


def save_download(_context, download):
    def destination(download, name):
        path = os.path.join(DOWNLOADS, os.path.basename(name))
        download.set_destination(GLib.filename_to_uri(path, None))
        return True

    download.connect("decide-destination", destination)


def set_system_scheme(_scripts, message):
    dark = message.get_js_value().to_string() == "dark"
    Gtk.Settings.get_default().set_property("gtk-application-prefer-dark-theme", dark)


def create_web_view(_session):
    scripts = WebKit2.UserContentManager()
    scripts.register_script_message_handler("systemScheme")
    scripts.connect("script-message-received::systemScheme", set_system_scheme)
    scripts.add_script(
        WebKit2.UserScript(
            RECORDER,
            WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    view = WebKit2.WebView(
        web_context=context, user_content_manager=scripts, is_controlled_by_automation=True
    )
    # Under Xvfb the accelerated compositor paints a few frames a second.
    view.get_settings().set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    windows.append(window)

    def closed(*_):
        windows.remove(window)
        window.destroy()
        if not windows:
            Gtk.main_quit()

    view.connect("close", closed)
    window.connect("delete-event", closed)
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("portfolio-tests")  # the session's browserName (webkit.ts)
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
context.connect("download-started", save_download)
Gtk.main()
sys.exit(0)
