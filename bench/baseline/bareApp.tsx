// The floor for bench:bundle: a bare app that only imports (and uses) our required libraries.
import { createRoot } from 'react-dom/client';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import styled from 'styled-components';
import { ToastContainer } from 'react-toastify';

const api = createApi({ baseQuery: fetchBaseQuery({ baseUrl: '/api' }), endpoints: () => ({}) });
const slice = createSlice({ name: 'bare', initialState: 0, reducers: {} });
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, bare: slice.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});
const Title = styled.h1`
  color: green;
`;
const router = createBrowserRouter([{ path: '/', element: <Title>Bare</Title> }]);

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <RouterProvider router={router} />
    <ToastContainer />
  </Provider>,
);
