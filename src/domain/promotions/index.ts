export * from './rules.js';
export { findPromotion, listPromotions, insertPromotion, updatePromotion } from './repository.js';
export { createPromotionService, type PromotionService } from './service.js';
