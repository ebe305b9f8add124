// Records the API suites send.

/** A complete record of 字段大全 as the form would send it (every stored kind filled). */
export const allKindsRecord = (extra: Record<string, unknown> = {}) => ({
  comInputField102: '接口测试样品', textareaField103: '说明', numInputField104: 3, numInputField105: 1234.5,
  calculateField106: 3703.5, switchField108: 0, radioField109: 'd44854b5cf304c41badd6afd5cd3f7dd',
  checkboxField110: ['1', '3'], selectField111: '2', cascaderField112: ['hc-fruit', 'hc-fruit-seed'],
  dateField113: 1735689600000, timeField114: '14:05:00',
  uploadFzField116: [{ name: '检验报告.pdf', fileId: 'f1', fileSize: 1024, fileExtension: 'pdf', url: '/api/file/Download/annex/x.pdf' }],
  uploadImgField117: [{ name: '外观.png', fileId: 'f2', url: '/api/file/Image/annexpic/y.png' }],
  colorPickerField118: '#67C23A', rateField119: 3, sliderField120: 40, editorField121: '<p>ok</p>',
  comSelectField128: ['org-hq', 'dep-quality'], depSelectField129: 'dep-warehouse', posSelectField130: 'pos-keeper',
  userSelectField131: 'user-liuyang', roleSelectField132: 'role-staff', groupSelectField133: 'group-quality-review',
  usersSelectField134: 'dep-sales--department',
  tableField136: [{ comInputField137: '枸杞子', numInputField138: 5, numInputField139: 61.25, selectField140: '2',
    dateField141: 1735689600000 }],
  treeSelectField142: '27c38cf2-dc0a-4449-ab87-7eb68f7e425b', addressField143: ['130000', '130200'],
  popupTableSelectField145: 'herb-02', autoCompleteField146: '党参', relationFormField148: 'rec-supplier-2',
  popupSelectField150: 'herb-04', popupAttrField151: '云南文山', ...extra,
});
