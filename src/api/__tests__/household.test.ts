import { makeStore } from '@/app/store';
import { householdApi } from '@/api/household';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { LEO, signedIn, YOU } from '@/features/household/__tests__/householdFixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the household cache', () => {
  let api: FetchStub;
  beforeEach(() => {
    api = stubFetch().on('GET', '/api/household', ok({ id: 7, name: 'The Cooks', members: [YOU, LEO] }));
  });
  afterEach(() => api.restore());

  const householdRequests = () => api.requests.filter((request) => request.url.pathname === '/api/household');

  it('is fetched again after a change, but not after a refused one (422)', async () => {
    api
      .on('PATCH', '/api/household/members/2', ok({ ...LEO, portion: 0.75 }))
      .on('POST', '/api/household/members', fail(422, 'The given data was invalid.', { name: ['Required'] }))
      .on('DELETE', '/api/household/members/2', ok(null));
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const subscription = store.dispatch(householdApi.endpoints.getHousehold.initiate());
    await subscription;
    expect(householdRequests()).toHaveLength(1);

    await store.dispatch(householdApi.endpoints.updateHouseholdMember.initiate({ id: 2, portion: 0.75 }));
    await settle();
    expect(householdRequests()).toHaveLength(2);
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ portion: 0.75 });

    await store.dispatch(householdApi.endpoints.addHouseholdMember.initiate({ name: '', age_group: 'adult' }));
    await settle();
    expect(householdRequests()).toHaveLength(2);

    await store.dispatch(householdApi.endpoints.removeHouseholdMember.initiate(2));
    await settle();
    expect(householdRequests()).toHaveLength(3);
    subscription.unsubscribe();
  });

  it('reads the food names of the catalogue, and nothing else', async () => {
    api.on('GET', '/api/foods', ok(['mushroom', 3, null, 'olive']));
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const result = await store.dispatch(householdApi.endpoints.getFoods.initiate());
    expect(result.data).toEqual(['mushroom', 'olive']);
  });
});
