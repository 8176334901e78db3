/**
 * Type tests, checked by `npm run typecheck` (never run): an element's API is typed against its
 * component's props, so a renamed or retyped prop fails here and in the widgets' api files rather
 * than in an embedder's page. Each `@ts-expect-error` fails the typecheck if its error goes away.
 */
import type { ComponentType } from 'react';
import type { AttributeApi, ElementApi, EventApi, PropertyApi } from './element-api';
import { elementApi, resultChangeEvent } from './element-api';
import type { Widget } from './widget';

interface ProbeProps {
  label?: string;
  count?: number;
  compact?: boolean;
  items?: readonly string[];
  store?: { name: string };
  hideTitle?: boolean;
  onResultChange?: (detail: { clicks: number }) => void;
}

const doc = { tsType: 'string', default: "''", description: '' };

export const attributes: readonly AttributeApi<ProbeProps>[] = [
  { ...doc, name: 'label', prop: 'label', type: 'string' },
  { ...doc, name: 'count', prop: 'count', type: 'number' },
  { ...doc, name: 'compact', prop: 'compact', type: 'boolean' },
  { ...doc, name: 'items', prop: 'items', type: 'json', reflect: false },
  { ...doc, name: 'theme', type: 'string' },
  // @ts-expect-error: no such prop (renamed in the component)
  { ...doc, name: 'label', prop: 'caption', type: 'string' },
  // @ts-expect-error: a number attribute for a string prop
  { ...doc, name: 'label', prop: 'label', type: 'number' },
  // @ts-expect-error: a string attribute (any text) for a number prop
  { ...doc, name: 'count', prop: 'count', type: 'string' },
  // @ts-expect-error: a boolean prop is set by a boolean attribute only
  { ...doc, name: 'compact', prop: 'compact', type: 'string' },
  // @ts-expect-error: JSON is for rich data, not for a string prop
  { ...doc, name: 'label', prop: 'label', type: 'json' },
];

export const events: readonly EventApi<ProbeProps>[] = [
  { name: 'result-change', prop: 'onResultChange', detailType: '', description: '' },
  resultChangeEvent('{ clicks: number }', ''),
  // @ts-expect-error: no such callback prop
  { name: 'result-change', prop: 'onChange', detailType: '', description: '' },
  // @ts-expect-error: a prop that is no callback
  { name: 'result-change', prop: 'label', detailType: '', description: '' },
];

export const properties: readonly PropertyApi<ProbeProps>[] = [
  { name: 'store', tsType: '{ name: string }', description: '' },
  // @ts-expect-error: no such prop
  { name: 'storage', tsType: '{ name: string }', description: '' },
];

const own = {
  tag: 'probe-widget',
  className: 'ProbeWidgetElement',
  summary: '',
  attributes: [],
  events: [],
  parts: [],
  example: '',
  title: '',
  frameHeight: 0,
};

export const probeApi = elementApi<ProbeProps>(own);

// @ts-expect-error: every element takes the shared props (`hide-title`), so its component must too
export const untitled = elementApi<{ label?: string }>(own);

declare const Probe: ComponentType<ProbeProps>;
declare const Other: ComponentType<{ caption?: string }>;

export const probeWidget: Widget<ProbeProps> = {
  api: probeApi,
  component: Probe,
  styles: { theme: '', css: '' },
};

export const mismatched: Widget<ProbeProps> = {
  api: probeApi,
  // @ts-expect-error: the component does not take the props the api describes
  component: Other,
  styles: { theme: '', css: '' },
};

/** Any typed api and widget is also an api and a widget of any element (the catalog's, the build's). */
export const anyApi: ElementApi = probeApi;
export const anyWidget: Widget = probeWidget;
