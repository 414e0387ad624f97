import type { AuditPage } from '../../../../shared/accounts-schema';
import { api } from '../../../store/api';

/** GET /api/admin/audit?page=N, for owners. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, number>({
      query: (page) => `admin/audit?page=${page}`,
      transformResponse: (response: AuditPage & { success: true }) => ({ data: response.data, page: response.page, pages: response.pages, total: response.total }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
