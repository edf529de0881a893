export * from './rules.js';
export { findPromotion, listPromotions, insertPromotion, updatePromotion } from './repository.js';
