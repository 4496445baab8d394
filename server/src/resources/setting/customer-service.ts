import { customerService } from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { registerDocument } from '../../kit/document';

/** The customer-service settings (/setting/customerNew): one document for the whole product. */
export function customerServiceFamily(reg: Registry): void {
  registerDocument(reg, { resource: customerService, table: 'setting_customer_service', scope: [], fixedScope: { scope: 'default' } });
}
