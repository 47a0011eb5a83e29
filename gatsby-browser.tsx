export { wrapPageElement } from './src/components/layout/wrapPage';
