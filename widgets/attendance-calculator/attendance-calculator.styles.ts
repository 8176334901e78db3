import theme from 'virtual:shoelace-theme?attendance-calculator';
import type { WidgetStyles } from '../../packages/ui/src/element/widget';
import { widgetCss } from '../../packages/ui/src/element/widget-css';
import own from './attendance-calculator.css?inline';

export const styles: WidgetStyles = { theme, css: widgetCss(own) };
