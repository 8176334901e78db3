import type { FunctionComponent } from 'react';
import { createElement, memo, useLayoutEffect, useRef, useState } from 'react';

type Handler = (...args: never[]) => unknown;

/**
 * `Component`, rendered again only when one of its data props changes. Its function props (event
 * handlers, which the calculator writes inline and so makes anew on every render) reach it as
 * steady functions that call the latest ones: a keystroke in the subject form, or the form's reset
 * after Add Subject, then does not render the semesters again. The handlers are for events only:
 * a function the component called while rendering would be the one of the previous render.
 */
export function steadyMemo<P extends object>(Component: FunctionComponent<P>) {
  const Inner = memo(Component);
  function Steady(props: P) {
    const latest = useRef(props);
    useLayoutEffect(() => {
      latest.current = props;
    });
    const [steady] = useState(() => new Map<string, Handler>());
    const passed = Object.fromEntries(
      Object.entries(props).map(([name, value]) => {
        if (typeof value !== 'function') return [name, value];
        let handler = steady.get(name);
        if (!handler) {
          handler = (...args) => (latest.current[name as keyof P] as Handler)(...args);
          steady.set(name, handler);
        }
        return [name, handler];
      }),
    ) as P;
    return createElement(Inner, passed);
  }
  Steady.displayName = `Steady(${Component.name})`;
  return Steady;
}
