/*
 * Declarative resource screens (DESIGN 4): a resource is data (ResourceDef); ResourceList builds
 * its list, search, create/edit drawer, delete and toggles from it. Screens that do not fit
 * compose the same parts (useResourceList, SearchForm, ResourceForm, DocumentForm, FieldInput…).
 */
export type {
  Rec,
  Op,
  Method,
  RouteSpec,
  ResourceRoutes,
  Option,
  OptionSource,
  FieldType,
  ListConfig,
  SearchConfig,
  FormConfig,
  FieldDef,
  FilterDef,
  ResourceSchemas,
  ResourceDef,
  SaveConfirm,
  DataProvider,
  PlacedErrors,
  BatchOp,
  RowRef,
  ExportBody,
  ExportColumn,
  ExportProgress,
  ExportFile,
  WriteOptions,
} from './types';
export { fillPath, editOp } from './routes';
export { resourceDef, documentDef } from './define';
export type { Presentation } from './define';
export { createDataProvider } from './data-provider';
export { resourceAccess, useResourceAccess, mayCall } from './access';
export type { ResourceAccess } from './access';
export { patchAccepts, toggleOp, writeToggle } from './toggle';
export { initialValues, formBody, recordBody, isRequired, toFormValue, fromFormValue } from './values';
export { zodFieldErrors, fieldProblem, bodyProblems, placeErrors } from './validate';
export { classifySaveError, shownByForm } from './save-error';
export type { SaveFailure } from './save-error';
export { loadOptions, reloadOptions, useOptions } from './use-options';
export {
  titleField,
  linkFields,
  userGroupOptions,
  userGroupField,
  sortField,
  remarkField,
  kaoyanYearOptions,
  kaoyanYearField,
  subjectOptions,
  subjectField,
  platformField,
  businessLineField,
  scheduleField,
  imageField,
  enableField,
} from './presets';
export { FieldInput } from './field-input';
export type { FieldInputProps } from './field-input';
export { ImageUpload, UPLOAD_PATH } from './image-upload';
export type { ImageUploadProps } from './image-upload';
export { FormFields, showFieldErrors } from './form-fields';
export type { FormDef, FormFieldsProps } from './form-fields';
export { FormErrorsAlert } from './form-alerts';
export { RecordView, ReadableValue } from './form/record-view';
export { HistoryDrawer } from './history/history-drawer';
export { ChangeValue, plainValue, readChange } from './history/change-reading';
export type { ChangeReading } from './history/change-reading';
export type { HistoryDrawerProps } from './history/history-drawer';
export { HistoryButton } from './history/history-button';
export type { HistoryButtonProps } from './history/history-button';
export { bulkDeleteUndo, copyUndo, deleteUndo, offerUndoCopy, showUndo, useUndoableMutation, UNDO_COPY_SECONDS, UNDO_SECONDS } from './history/undo';
export type { UndoOffer, UndoableMutationOptions } from './history/undo';
export { fetchHistory, restoreVersion, undeleteRecord, undeleteRecords, undoCopy } from './history/api';
export { RecycleBinButton } from './recycle-bin/recycle-bin-button';
export { RecycleBinDrawer } from './recycle-bin/recycle-bin-drawer';
export type { RecycleBinDrawerProps } from './recycle-bin/recycle-bin-drawer';
export { useRecordAuthors } from './history/use-record-authors';
export { actionText as historyActionText } from './history/texts';
export type { RecordViewProps } from './form/record-view';
export { ConflictView } from './form/conflict-view';
export { LeaveGuard, useConfirmDiscard, useBeforeUnload, useUnsavedScope, UnsavedScopeProvider, useGuardedClose } from './form/leave-guard';
export type { UnsavedScope } from './form/leave-guard';
export { readTextFile, decodeTextFile, TextFileError } from './import/text-file';
export type { TextFileEncoding } from './import/text-file';
export { ImportBatch } from './import/import-batch';
export { downloadFile } from './import/template-download';
export type { ImportBatchProps } from './import/import-batch';
export { mergePlan, mergedWrite } from './form/merge';
export type { MergePlan, Choices } from './form/merge';
export { duplicateSource } from './form/duplicate';
export { NumberInput, numberLimits } from './form/number-input';
export { DateTimeInput, DateRangeInput } from './form/date-inputs';
export { ResourceForm } from './resource-form';
export type { ResourceFormProps } from './resource-form';
export { ResourceFormDrawer } from './form-drawer';
export type { ResourceFormDrawerProps, FormTarget } from './form-drawer';
export { SearchForm, searchFilters } from './search-form';
export type { SearchFormProps } from './search-form';
export { useResourceList } from './use-resource-list';
export type { ResourceList as ResourceListState, ListState, ListStateOptions, UseResourceListOptions } from './use-resource-list';
export { readListState, writeListState, useListState } from './list/url-state';
export { useUrlQuery } from './url-query';
export type { QueryUpdate } from './url-query';
export { VIEW_PARAM, viewHref } from './view-param';
export { useColumnPrefs, applyPrefs, columnStates } from './list/column-prefs';
export type { ColumnPrefs, ColumnPrefsStore, Density } from './list/column-prefs';
export { ColumnSettings } from './list/column-settings';
export { BulkBar, bulkToggleFields } from './list/bulk-bar';
export { rowRefs } from './list/row-refs';
export { useRecordDeletes } from './list/record-deletes';
export type { RecordDeletes } from './list/record-deletes';
export { useListController } from './list/use-list-controller';
export type { ListController, ListControllerOptions } from './list/use-list-controller';
export { ListView } from './list/list-view';
export type { ListViewProps } from './list/list-view';
export { ListContextProvider, useListResource, useListPage, useListSelection } from './list/list-context';
export type { ListResource, ListPage, ListSelection } from './list/list-context';
export type { BulkActionContext } from './list/bulk-bar';
export { ExportButton, exportColumns } from './list/export-button';
export { downloadExport, saveFile } from './list/export-download';
export { SortableRows, SortableRow, SortableHandle, useSortableItem } from './list/sortable-rows';
export type { SortableItem } from './list/sortable-rows';
export { useReorder, orderedBySort } from './list/use-reorder';
export { liveStatusOf, LiveStatusTag, liveStatusTag } from './list/live-status';
export type { LiveStatus } from './list/live-status';
export { ListTag, listTag } from './list/list-tag';
export type { ListTagProps } from './list/list-tag';
export { RowSwitch } from './list/row-switch';
export type { RowSwitchProps } from './list/row-switch';
export { CONTENT_WIDTH_AT_1440, defaultListWidth, defaultWidth } from './list/layout';
export type { KitColumn } from './list/layout';
export { buildColumns } from './columns';
export type { ColumnContext } from './columns';
export { ValueCell, valueContent, ToggleCell, RowMarks, rowMarks, formatTime } from './cells';
export { listPreload, ResourceList, resourceScreen } from './resource-list';
export type { ResourceListProps } from './resource-list';
export { DocumentForm } from './document-form';
export type { DocumentDef, DocumentFormProps } from './document-form';
export { scoped, scopedDocument, missingScope } from './record/scope';
export type { Scope } from './record/scope';
export { RecordPage, recordScreen } from './record/record-page';
export type { RecordPageProps, RecordScreenOptions, ScopeSelector } from './record/record-page';
export type { RecordTab, RecordContext } from './record/record-tab';
export { useRecord } from './record/use-record';
export { SubListField } from './fields/sub-list';
export { TreeInput, TreeCell } from './fields/tree-input';
export { ReferenceInput, ReferenceCell, SEARCH_DEBOUNCE_MS } from './fields/reference-input';
export { RichTextInput, RichTextCell } from './fields/rich-text';
export type { RichTextEditorProps } from './fields/rich-text';
export { DocumentUpload, DocumentCell } from './fields/document-upload';
export { VideoInput, VideoCell, readVideoDuration } from './fields/video-input';
export { ColourInput, ColourCell, COLOUR_PRESETS } from './fields/colour-input';
export { MoneyInput, MoneyCell, typedCents } from './fields/money-input';
export { FormulaText, formulaHtml, formulaError, formulaFieldErrors, loadKatex } from './fields/formula-text';
export type { FormulaTextProps } from './fields/formula-text';
export { TreeEditor, branchIds } from './tree-editor/tree-editor';
export type { TreeEditorProps, TreeCalls, DeletePlan } from './tree-editor/tree-editor';
export { dropPlan, placeAt, step, locate } from './tree-editor/tree-moves';
export type { TreeNodeBase, TreeMovePlan } from './tree-editor/tree-moves';
export {
  majorsTree,
  subjectTree,
  subjectsTree,
  courseTree,
  courseClassifyTree,
  classifyTree,
  courseProducts,
  userGroups,
  clockInPackages,
  deliveryOptions,
  bookCoursePackages,
  productClassifies,
} from './fields/sources';
export { lookupName, loadTree, useReferenceNames, useTree, resetNameCaches } from './fields/names';
export {
  majorsField,
  subjectTreeField,
  examCourseField,
  courseProductField,
  userGroupPickerField,
  colourField,
  moneyField,
  bookCoursePackageField,
} from './fields/presets';
export type { StructuredType, TreeSource, ReferenceSource } from './fields/types';
export { FloorBuilder } from './floor-builder/floor-builder';
export type { FloorBuilderProps } from './floor-builder/floor-builder';
export type { Floor } from './floor-builder/floor-card';
export { FloorTypePicture, floorTypeLabel } from './floor-builder/floor-types';
export { FloorItems } from './floor-builder/floor-items';
export { floorItemFields } from './floor-builder/floor-item-fields';
export { PhonePreview } from './floor-builder/phone-preview';
export type { PhonePreviewProps } from './floor-builder/phone-preview';
export { previewLimit, previewItemOf, productPrices } from './floor-builder/preview-data';
export type { FloorItemRow, PreviewFloor, PreviewItem, PreviewPage } from './floor-builder/preview-data';
export { DocumentDrawerButton } from './document-drawer-button';
export type { DocumentDrawerButtonProps } from './document-drawer-button';
export { listWarmUp, memoryListProvider } from './list/warm-up';
