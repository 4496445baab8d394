import { HUABEI_PERIODS, prosysHuabeiConfig, type ProductSystem } from '@admin/shared/contract/resources';
import { api, fetchResource } from '@admin/shared/data';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, moneyField, remarkField, resourceDef, resourceScreen, type Option } from '@admin/shared/resource';

defineMessages({
  'course.huabei.productSys': ['商品体系', 'Product system'],
  'course.huabei.periods': ['可选分期期数', 'Instalments offered'],
  'course.huabei.periods.help': ['买家下单时可选的花呗分期期数', 'The numbers of Huabei instalments a buyer may choose'],
  'course.huabei.interestFree': ['免息期数', 'Interest-free instalments'],
  'course.huabei.interestFree.help': ['商家承担手续费的期数，必须是可选期数之一', 'Instalments whose fee the merchant pays; each must be one of those offered'],
  'course.huabei.minAmount': ['最低金额', 'Minimum amount'],
  'course.huabei.minAmount.help': [
    '以元为单位，不低于 100 元：订单金额达到该值才提供分期',
    'In yuan, at least 100 yuan: orders from this amount get instalments',
  ],
  'course.huabei.period.3': ['3 期', '3 months'],
  'course.huabei.period.6': ['6 期', '6 months'],
  'course.huabei.period.12': ['12 期', '12 months'],
});

/** Product systems of GET base/get-pro-sys/, by name. */
const productSystemOptions = (): Promise<Option[]> =>
  fetchResource(api.reference.productSystems.options<ProductSystem[]>()).then((systems) => systems.map((s) => ({ value: s.id, label: s.name })));

const periodOptions: readonly Option[] = HUABEI_PERIODS.map((p) => ({ value: p, label: `course.huabei.period.${p}` }));

/** /pay-method/indexNew (花呗分期配置): the Huabei instalment options of each product system. */
export const resource = resourceDef(prosysHuabeiConfig, {
  title: 'route./pay-method/indexNew',
  titleField: 'product_sys_name',
  fields: [
    {
      name: 'product_sys_id',
      label: 'course.huabei.productSys',
      type: 'select',
      options: productSystemOptions,
      list: { width: 160 },
      search: true,
      // A configuration stays with its product system (the server refuses a move).
      form: { readOnlyOnEdit: true },
    },
    {
      name: 'periods',
      label: 'course.huabei.periods',
      type: 'checkboxes',
      options: periodOptions,
      list: { width: 160 },
      form: { help: 'course.huabei.periods.help' },
    },
    {
      name: 'interest_free_periods',
      label: 'course.huabei.interestFree',
      type: 'checkboxes',
      options: periodOptions,
      list: { width: 160 },
      form: { help: 'course.huabei.interestFree.help' },
    },
    // Typed in yuan with two decimals, stored in cents as the contract's amount.
    moneyField({ name: 'min_amount', label: 'course.huabei.minAmount', list: { width: 120 }, form: { help: 'course.huabei.minAmount.help' } }),
    enableField(),
    remarkField({ list: { defaultHidden: true } }),
  ],
});

/** List, filter, create, edit, enable and delete the Huabei configuration of each product system. */
export default resourceScreen(resource);
