// Staff billing imports displayName from here; it moves with that code into the billing module.
export { displayName } from '../../users/display-name';
