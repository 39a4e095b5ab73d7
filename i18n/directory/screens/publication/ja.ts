/** ディレクトリ表の公開ディレクトリでの公開設定（表の設定）の日本語テキスト。 */
export const directoryPublicationJa = {
    button: '公開ディレクトリ',
    title: '公開ディレクトリ：%{name}',
    byTemplate: 'この表はテンプレート（%{kind}）どおりに公開されます。各列は同じ名前の掲載要素になります。',
    intro: '各行がどの種類の掲載情報かと、各要素に使う列を選んでください。選ばなかった列がポータルの外に出ることはありません。',
    kind: '掲載の種類',
    notPublished: '公開しない',
    noColumn: '列を使わない',
    required: '%{element}（必須）',
    kinds: {
        practitioner: '医師・医療従事者（Practitioner と PractitionerRole）',
        organization: '組織',
        location: '所在地',
        pharmacy: '薬局（Organization、Location、HealthcareService）',
        network: 'ネットワーク（Network と InsurancePlan）',
    },
    save: '保存',
    cancel: 'キャンセル',
    saved: '公開ディレクトリはこの表を対応付けどおりに提供しています。',
    withdrawn: 'この表は公開ディレクトリから外れました。',
};
