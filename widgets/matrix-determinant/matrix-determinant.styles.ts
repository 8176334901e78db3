import theme from 'virtual:shoelace-theme?matrix-determinant';
import type { WidgetStyles } from '../../packages/ui/src/element/widget';
import { widgetCss } from '../../packages/ui/src/element/widget-css';
import own from './matrix-determinant.css?inline';

export const styles: WidgetStyles = { theme, css: widgetCss(own) };
