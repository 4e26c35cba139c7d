// What other features may use of taskers: the service categories (query and icons), the tasker
// query keys and the signed-in tasker's own profile.
export { categoriesQuery } from "./api/categories";
export { taskerKeys } from "./api/keys";
export { useOwnTaskerProfile } from "./api/own-profile";
export { categoryIcon } from "./category-icon";
