import { CreateInitialSchema1763700000000 } from './1763700000000-CreateInitialSchema';

/** Applied in this order at start; append new migrations here. */
export const MIGRATIONS = [CreateInitialSchema1763700000000];
