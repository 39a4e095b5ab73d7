import type { Catalog } from '../../types';
import type { administrationServerEn } from './en';

/** Server messages of administration: users, access, sessions, page views and the audit export. (ja) */
export const administrationServerJa: Catalog<typeof administrationServerEn> = {
    server: {
        access: {
            screenLocked: '「%{screen}」へのアクセス権は変更できません。',
            roleUnknown: 'ロール「%{role}」のアクセス権は変更できません。',
        },
        pageViews: {
            none: '「%{field}」には少なくとも 1 件のページ閲覧を含める必要があります。',
            tooMany: '「%{field}」に含められるページ閲覧は最大 %{max} 件です。',
            pathStart: '「%{field}」は「/」で始まる必要があります。',
            pathQuery: '「%{field}」にクエリ文字列（「?」）を含めることはできません。',
            pathUnknown: '「%{field}」はポータルの画面ではありません。',
            atFormat: '「%{field}」は 2026-05-01T09:30:00Z のような ISO 8601 形式の日時である必要があります。',
            atStale: '「%{field}」は 24 時間以上前の日時です。',
            atFuture: '「%{field}」は 1 分以上先の日時です。',
        },
        users: {
            notFound: 'ID %{id} のユーザーは存在しません。',
            ownStatus: '自分のアカウントの状態は変更できません。',
            statusChange: 'このアカウントは「%{current}」のため、「%{wanted}」に変更できません。',
            statusSame: 'このアカウントはすでに「%{current}」です。',
        },
        statuses: {
            pending: '有効化待ち',
            active: '有効',
            locked: 'ロック中',
            disabled: '無効',
        },
        sessions: {
            notFound: 'ID %{id} のセッションは存在しません。',
        },
        auditExport: {
            tooLarge:
                'エクスポートは %{count} 行になり、上限の %{max} 行を超えます。フィルターを絞り込んでから再試行してください。',
            sheet: '監査ログ',
            columns: {
                time: '日時 (UTC)',
                user: 'ユーザー',
                role: 'ロール',
                action: '操作',
                targetType: '対象の種類',
                targetId: '対象 ID',
                outcome: '結果',
                reason: '理由',
                address: 'アドレス',
                userAgent: 'ユーザーエージェント',
                changes: '変更内容',
            },
        },
    },
};
