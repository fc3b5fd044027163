import { useDispatch, useSelector } from 'react-redux';

/**
 * The store is composed in src/app/store.ts, above this folder: it puts the features' page
 * state beside the slices here. So that store/ never imports app/ (nor a feature), app/store.ts
 * registers the composed types on this interface by declaration merging
 * (`declare module '@/store/hooks'`), the way react-router's `Register` interface works.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StoreTypes {}

export type RootState = StoreTypes extends { rootState: infer State } ? State : never;
export type AppDispatch = StoreTypes extends { dispatch: infer Dispatch } ? Dispatch : never;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
