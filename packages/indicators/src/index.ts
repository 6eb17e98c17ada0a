// Indicator maths over typed arrays (issue 5). Pure: no DOM, no Node, no clock.
export {};
