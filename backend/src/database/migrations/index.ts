import { CreateInitialSchema1763700000000 } from './1763700000000-CreateInitialSchema';
import { AddUsersListsVersion1763800000000 } from './1763800000000-AddUsersListsVersion';

/** Applied in this order at start; append new migrations here. */
export const MIGRATIONS = [CreateInitialSchema1763700000000, AddUsersListsVersion1763800000000];
