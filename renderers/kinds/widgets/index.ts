/** Registers the widgets field kinds (issue 3). Each kind lives in its own module, imported here. */
import './color';
import './rateSlider';
import './editor';
import './ranges';
import './barcode';
import './qrcode';
import './button';
import './calculate';
import './location';
import './sign';
