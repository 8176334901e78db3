import theme from 'virtual:shoelace-theme?number-converter';
import type { WidgetStyles } from '../../packages/ui/src/element/widget';
import { widgetCss } from '../../packages/ui/src/element/widget-css';
import own from './number-converter.css?inline';

export const styles: WidgetStyles = { theme, css: widgetCss(own) };
