// Browser features jsdom lacks, set before any module loads.
(globalThis as Record<string, unknown>).__PATH_PREFIX__ = '';
(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
