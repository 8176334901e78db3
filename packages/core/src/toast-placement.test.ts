import { describe, expect, it } from 'vitest';
import { toastEdge, toastSpan, type Box } from './toast-placement';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

// A phone held upright, and the converter on it as the site shows it.
const phone = box(0, 0, 390, 844);
const converter = box(16, 200, 358, 400);

describe('toastSpan', () => {
  it('lies over the container, inside its edges', () => {
    expect(
      toastSpan({ viewport: phone, container: converter, margin: 8, maxWidth: 384, minWidth: 240 }),
    ).toEqual({ left: 24, width: 342 });
  });

  it('keeps to the end side of a wide container, at most maxWidth wide', () => {
    const desktop = box(0, 0, 1280, 800);
    const widget = box(192, 180, 896, 400);
    expect(
      toastSpan({ viewport: desktop, container: widget, margin: 8, maxWidth: 384, minWidth: 240 }),
    ).toEqual({ left: 1080 - 384, width: 384 });
  });

  it('widens beyond a narrow container, staying in the viewport', () => {
    expect(
      toastSpan({
        viewport: phone,
        container: box(250, 100, 130, 300),
        margin: 8,
        maxWidth: 384,
        minWidth: 240,
      }),
    ).toEqual({ left: 132, width: 240 });
    // A container scrolled off to the side still gets toasts on screen.
    expect(
      toastSpan({
        viewport: phone,
        container: box(-500, 100, 300, 300),
        margin: 8,
        maxWidth: 384,
        minWidth: 240,
      }),
    ).toEqual({ left: 8, width: 240 });
    // A viewport narrower than minWidth: as wide as it is.
    expect(
      toastSpan({
        viewport: box(0, 0, 200, 600),
        container: box(0, 0, 200, 600),
        margin: 8,
        maxWidth: 384,
        minWidth: 240,
      }),
    ).toEqual({ left: 8, width: 184 });
  });
});

describe('toastEdge', () => {
  const column = { viewport: phone, margin: 8, left: 24, width: 342, height: 60, nearby: [] };

  it('is the top of the viewport when nothing is in the way', () => {
    expect(toastEdge({ ...column, control: box(16, 400, 100, 40), results: [] })).toEqual({
      edge: 'top',
      top: 8,
    });
  });

  it('is the bottom when the control in use is at the top', () => {
    expect(toastEdge({ ...column, control: box(16, 30, 200, 40), results: [] })).toEqual({
      edge: 'bottom',
      top: 844 - 8 - 60,
    });
  });

  it('is the bottom when a result is at the top, and then whichever covers less of them', () => {
    expect(toastEdge({ ...column, control: null, results: [box(16, 10, 358, 50)] }).edge).toBe(
      'bottom',
    );
    const results = [box(16, 10, 358, 20), box(16, 780, 358, 60)];
    expect(toastEdge({ ...column, control: null, results }).edge).toBe('top');
  });

  it('never covers the control to spare a result', () => {
    const control = box(16, 20, 200, 40);
    const result = box(16, 790, 358, 40);
    expect(toastEdge({ ...column, control, results: [result] }).edge).toBe('bottom');
  });

  it('follows the visible viewport: above a phone keyboard, below a scrolled-in offset', () => {
    const visible = box(0, 120, 390, 400);
    const control = box(16, 130, 200, 40);
    expect(toastEdge({ ...column, viewport: visible, control, results: [] })).toEqual({
      edge: 'bottom',
      top: 520 - 8 - 60,
    });
  });

  it('is beside a control that is not under its column', () => {
    const control = box(24 + 342 + 4, 10, 10, 40);
    expect(toastEdge({ ...column, control, results: [] }).edge).toBe('top');
  });

  it('keeps clear of the form nearby before the results, never before the control', () => {
    // Typing a subject's name mid-screen, with its form's Add Subject at the top, a result below.
    const name = box(16, 400, 358, 40);
    const addSubject = box(16, 20, 358, 40);
    const result = box(16, 790, 358, 40);
    const typing = { ...column, control: name, nearby: [addSubject], results: [result] };
    expect(toastEdge(typing).edge).toBe('bottom');
    // The control in use at the bottom: it wins over its form's button at the top.
    expect(toastEdge({ ...typing, control: box(16, 790, 358, 40) }).edge).toBe('top');
  });

  it('with no control in use yet, keeps clear of the forms: a form at the top of a phone', () => {
    const form = [box(16, 10, 358, 40), box(16, 60, 358, 40), box(16, 110, 358, 40)];
    expect(toastEdge({ ...column, control: null, nearby: form, results: [] }).edge).toBe('bottom');
    // Forms at both edges: the one with less of them under it.
    const both = [...form, box(16, 800, 100, 40)];
    expect(toastEdge({ ...column, control: null, nearby: both, results: [] }).edge).toBe('bottom');
  });
});
