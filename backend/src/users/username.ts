// The username rule is shared with the portal's forms (@table-bay/shared): sign-in refuses
// spellings that could never have been registered before any lookup.
export { canonicalUsername, USERNAME_MAX_LENGTH, USERNAME_PATTERN } from '@table-bay/shared';
