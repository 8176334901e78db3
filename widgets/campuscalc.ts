// One script tag for every calculator: dist/widgets/campuscalc.js.
import './sdt-calculator/sdt-calculator.element';
import './matrix-determinant/matrix-determinant.element';
import './number-converter/number-converter.element';
