import { loadPresetNumbers } from './gpa/scales/presets/preset-scales';

// Tests read profiles on presets as the element does once their numbers have arrived; what holds
// before is tested on a fresh copy of the module (preset-state.test.ts).
await loadPresetNumbers();
