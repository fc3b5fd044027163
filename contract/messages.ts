/** Every user-facing text of SPEC.md §5 and §8, in one place for both sides. */

export const VALIDATION = {
  emailRequired: 'Email is required',
  emailRequiredForgot: 'Email is Required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  nameRequired: 'Name is required',
  confirmRequired: 'Confirm Pass is required',
  passwordsDoNotMatch: 'Passwords do not match',
  otpRequired: 'OTP is required',
  otpLength: 'OTP must be 4 digits',
  recipeNameRequired: 'Recipe name is required',
  categoryRequired: 'Select a category',
  libraryRequired: 'Select a library',
  ageGroupRequired: 'Select age group',
  servingRequired: 'Serving number is required',
  cookingTimeRequired: 'Cooking time is required',
  preparationTimeRequired: 'Preparation time is required',
  nutritionRequired: 'Nutrition info is required',
  thumbnailRequired: 'Thumbnail image is required.',
  tagRequired: 'At least one tag is required.',
  ingredientRequired: 'Add at least one ingredient.',
  instructionRequired: 'Add at least one instruction.',
  videoRequired: 'Recipe video is required.',
  resourceLinkInvalid: 'Resource link must be a valid URL',
  tooManyTags: 'At most 10 tags',
  mealNameRequired: 'Please write something before updating.',
  plannerSelectionRequired: 'Please select at least a day and a category',
  ratingRequired: 'Please add a rating before submitting your review.',
  reviewRequired: 'Review is required',
  currentPasswordRequired: 'Current Password is required',
  newPasswordRequired: 'New Password is required',
  confirmPasswordRequired: 'Confirm Password is required',
  noChanges: 'No changes detected',
  /** Issue 18: the shopping list's add-an-item box. */
  shoppingItemRequired: 'Please enter an item',
  shoppingItemTooLong: 'An item can be at most 200 characters',
  shoppingCheckedRequired: 'Checked must be true or false',
  shoppingHiddenInvalid: 'Hidden must be true or false',
  /** Issue 39: changes made offline and sent later. */
  shoppingChangedAtInvalid:
    'Changed at must be a date and time with its time zone, such as 2026-11-27T10:42:05Z or 2026-11-27T11:42:05+01:00',
  shoppingChangedAtTooOld: 'This change was made more than 31 days ago and is too old to apply',
  shoppingClientIdInvalid: 'Client id must be 8 to 64 letters, digits, dashes or underscores',
  shoppingClientIdTaken: 'This client id already names another item on your list',
  /** Issue 19: a household member. */
  memberNameRequired: 'Please enter a name',
  memberNameTooLong: 'A name can be at most 60 characters',
  memberAgeGroupRequired: 'Please choose an age group',
  portionInvalid: 'A portion is a number of adult servings from 0.25 to 3',
  allergenInvalid: 'Choose allergens from the list',
  dietInvalid: 'Choose diets from the list',
  dislikesInvalid: 'Choose at most 30 foods, each from the list',
  /** Issue 19: who eats a planned meal, and joining a family. */
  attendeesRequired: 'Choose at least one person for this meal',
  attendeesInvalid: 'Choose the people eating from your family',
  inviteCodeRequired: 'Please enter the code you were given',
  inviteCodeInvalid: 'A family code is 8 letters and digits, like K7QX-M2PA',
  bringMealsInvalid: 'Bring meals must be true or false',
  inviteUsesInvalid: 'A code can let in 1 to 10 people',
} as const;

export const SUCCESS = {
  registration: 'Registration Successful',
  login: 'Login Successful',
  logout: 'User Logged out Successfully',
  otpSent: 'Otp sent to your email address',
  otpVerified: 'Otp verified successfully',
  otpResent: 'New OTP sent to your email',
  passwordReset: 'Password reset successfully',
  userUpdated: 'User Updated Successfully',
  passwordUpdated: 'Password Updated Successfully',
  reviewAdded: 'Review added Successfully',
  /** Issue 15: a second review by the same user updates the first; said so, in SPEC's casing. */
  reviewUpdated: 'Review updated Successfully',
  favouriteRemoved: 'Removed from favorites',
  favouriteAdded: 'Added to favorites',
  recipeAdded: 'Recipe added Successfully',
  recipeUpdated: 'Recipe updated Successfully',
  mealRenamed: 'Recipe name changed successfully',
  linkCopied: 'Link copied to clipboard!',
  subscribed: 'Thanks for subscribing!',
} as const;

export const ERRORS = {
  loginFirst: 'Please login first',
  generic: 'Something went wrong. Please try again.',
  /** A recipe id that is not (or no longer) there: the API's 404, and the recipe page's title then. */
  recipeNotFound: 'Recipe not found',
} as const;

/** Issue 15: the same recipe twice in one planner slot, in the dialog and in the API's 409. */
export const PLANNER = {
  /** `slot` reads 'Tuesday dinner'. */
  alreadyPlanned: (recipeName: string, slot: string) => `${recipeName} is already in your plan for ${slot}.`,
} as const;

/** Issue 38: dated weeks, copies, templates, leftovers, settings and the calendar feed. */
export const WEEK_MESSAGES = {
  weekInvalid: 'Week must be a date written as YYYY-MM-DD, in the years 2000 to 2199.',
  sameWeek: 'Choose a different week to copy to.',
  copied: (count: number, weekName: string) =>
    count === 0
      ? `Nothing new to copy to ${weekName}`
      : `${count} ${count === 1 ? 'meal' : 'meals'} copied to ${weekName}`,
  emptyWeek: 'That week has no meals to copy yet.',
  templateNameRequired: 'Give the template a name.',
  templateNameTooLong: 'Template names are at most 60 characters.',
  templateSaved: (name: string) => `Saved “${name}” as a template`,
  templatesFull: 'You have 50 templates already. Delete one before saving another.',
  templateNotFound: 'Template not found',
  templateDeleted: 'Template deleted',
  templateApplied: (name: string, count: number) => `Planned ${count} ${count === 1 ? 'meal' : 'meals'} from “${name}”`,
  leftoverOfLeftover: 'This meal is already a leftover. Plan its rest from the meal it was cooked for.',
  leftoverTooLate: 'Leftovers keep up to 4 days in the fridge. Choose a day closer to the meal.',
  leftoverNotAfter: 'A leftover must come after the meal it is cooked for.',
  leftoverPlanned: (slot: string) => `Leftover planned for ${slot}`,
  leftoverOf: (dayName: string, categoryName: string) => `Leftover of ${dayName}’s ${categoryName.toLowerCase()}`,
  mealRestored: 'Meal put back in your plan',
  timeZoneInvalid: 'Choose a time zone from the list.',
  mealTimeInvalid: 'Meal times are written as 24-hour times, like 18:30.',
  settingsSaved: 'Household settings saved',
  calendarRenewed: 'New calendar link made. The old one no longer works.',
  calendarNotFound: 'This calendar link no longer works. Ask your family for the new one.',
} as const;

/** The search page and the lists' search understanding (issue 37). */
export const SEARCH_MESSAGES = {
  maxMinutes: 'The time must be a whole number of minutes from 1 to 1440.',
  searchNotText: 'The search must be text.',
} as const;

export const EMPTY = {
  sharedRecipes: 'No shared recipes found',
  sharedRecipesYet: 'No shared recipes found yet',
  favouriteRecipes: 'No favorite recipes found',
  recipes: 'No recipes found',
  reviews: 'No reviews found yet',
  /** Issue 15: a recipe's rating summary with no reviews (not "0.0 (0 reviews)" and empty stars). */
  noReviewsYet: 'No reviews yet',
  searchResults: 'No results found.',
  notFoundPage: 'Oops, this page is not found',
} as const;

/** Why a picked or uploaded file is refused: the browser says it before uploading, the server after (issue 15). */
export const MEDIA_REFUSALS = {
  imageType: 'The file must be a JPEG, PNG, WebP, GIF or AVIF image.',
  videoType: 'The video must be an MP4 or WebM file.',
} as const;

/** The shopping list (GET /api/shopping-list and its items): the page's texts (the add form's rules are VALIDATION's). */
export const SHOPPING = {
  updateFailed: (item: string) => `Couldn't update ${item}. Please try again.`,
  removeFailed: (item: string) => `Couldn't remove ${item}. Please try again.`,
  added: (item: string) => `${item} added to your list`,
  copied: 'Shopping list copied',
  copyFailed: "Couldn't copy the list. Please try again.",
  nothingToBuy: 'Nothing to buy yet — plan some meals first.',
  noDaysChosen: 'Choose at least one day to see what to buy.',
  pantryGroup: 'Probably in your pantry',
  restoreFailed: (item: string) => `Couldn't put back ${item}. Please try again.`,
  hiddenGroup: 'Not needed this week',
  /** Issue 38: ticked items, folded at the end of the list. */
  basketGroup: 'In the basket',
} as const;

/** Issue 19: the recipe lists' "Safe for my family" filter (signed in; `safe_for=household`). */
export const SAFE_FOR_FAMILY = {
  label: 'Safe for my family',
  hint: "Only recipes without your family's allergens and that suit everyone's diets.",
} as const;

/** The household page (issue 19): who eats at the table. The form's rules are VALIDATION's. */
export const HOUSEHOLD = {
  added: (name: string) => `Added ${name} to your family`,
  saved: 'Saved',
  removed: (name: string) => `Removed ${name} from your family`,
  loadFailed: 'We couldn’t load your family just now.',
  chooseFood: 'Choose a food from the list',
  foodsUnavailable: 'The list of foods could not be loaded. Please try again later.',
  alreadyDisliked: (food: string) => `${food} is already on the list`,
  dislikesFull: (max: number) => `That's the most foods one person can dislike (${max}).`,
  familyFull: (max: number) => `Your family has ${max} members, the most it can have.`,
  inviteMade: 'Share this code with the person joining your family. It works for 7 days.',
  joined: (family: string) => `You joined ${family}`,
  codeNotValid: 'That code is not valid or has expired. Ask for a new one.',
  alreadyInFamily: 'You are already in this family.',
  /** Issue 33: membership. */
  parentsOnly: 'Only a parent of the family can do that.',
  inviteRevoked: 'That code no longer works.',
  noInvite: 'There is no live code to cancel.',
  promoted: (name: string) => `${name} is now a parent of the family`,
  alreadyParent: (name: string) => `${name} is already a parent of the family.`,
  promoteNeedsAccount: 'Only someone who signs in with their own account can be a parent.',
  removeYourself: 'To leave the family, choose “Leave family”.',
  left: (family: string) => `You left ${family}`,
  lastParent: 'Make someone else a parent before you leave: the family needs one.',
  aloneInFamily: 'You are the only account in this family, so there is nothing to leave.',
  bringMeals: 'Bring my planned meals into the family’s week',
  leaveMealsBehind: 'Leave them behind',
  familyChanged: 'Your family changed while you were doing that. Please try again.',
  joinTitle: 'Join a family',
} as const;

/** Issue 19: the planner's household parts. */
export const MEAL_PEOPLE = {
  attendeesSaved: 'Saved who is eating',
  memberNotFound: 'Family member not found',
} as const;

/** Issue 19: the planner's "Fill this slot" dialog (GET /api/meal-suggestions). */
export const FILL_SLOT = {
  title: 'Fill this slot',
  lead: (cellLabel: string) => `Recipes for ${cellLabel} that suit everyone eating.`,
  suitsEveryone: 'Suits everyone eating',
  none: 'No recipe suits everyone eating yet. Try leaving someone out or adding recipes.',
  loadFailed: 'We couldn’t load suggestions just now.',
} as const;

/** Issue 36: importing a recipe (POST /api/recipes/import and its review). */
export const RECIPE_IMPORT_MESSAGES = {
  imported: 'Recipe read: check it, then share it',
  oneSource: 'Send a web address, a page, or a pasted recipe.',
  urlRequired: 'Paste the web address of a recipe page.',
  urlInvalid: 'That is not a web address: it should start with https:// or http://.',
  urlTooLong: 'That web address is too long.',
  addressRefused:
    'We don’t fetch pages from that address. Open the page in your browser and use “Add to Forkcast”, or paste the recipe.',
  pageTooLarge: 'That page is larger than 5 MB, so we stopped reading it. Paste the recipe instead.',
  textRequired: 'Paste the recipe’s text: its name, ingredients and steps.',
  textTooLong: 'That text is too long for one recipe (at most 50,000 characters).',
  noRecipeOnPage: 'We couldn’t find a recipe on that page. Use “Add to Forkcast” on the recipe itself, or paste it.',
  noRecipeInText:
    'We couldn’t find a recipe in that text. Put the name first, then the ingredients and the steps under their own headings.',
  siteRefused: (status: number) =>
    `The site refused to show us the page (${status}). Open it in your browser and use “Add to Forkcast”, or paste the recipe.`,
  siteFailed:
    'We couldn’t reach that site. Open the page in your browser and use “Add to Forkcast”, or paste the recipe.',
  siteTimedOut:
    'The site took too long to answer. Open the page in your browser and use “Add to Forkcast”, or paste the recipe.',
  notAPage: 'That address is not a web page. Paste the address of the recipe page itself.',
  alreadyImported: 'You already imported this recipe.',
  imageFailed: 'We couldn’t copy the page’s photo: add one of your own.',
  noImage: 'No photo came with the recipe: add one of your own.',
  missingPart: (part: string) => `We couldn’t find the ${part}: add them before you share.`,
  estimatedNutrition: 'Estimated from the ingredients',
  fromSite: (site: string) => `From ${site}`,
  htmlInvalid: 'The page must be sent as its HTML text.',
  busy: 'Many recipes are being imported right now. Please try again in a minute.',
} as const;
