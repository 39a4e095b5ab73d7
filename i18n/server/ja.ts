import { serverTenancyJa } from './tenancy/ja';
import type { ServerMessages } from '../types';
import { serverRolePagesJa } from './rolePages/ja';
import { serverChecklistJa } from './rolePages/home/ja';
import { serverPublicDirectoryJa } from './publicDirectory/ja';
import { serverClaimActionsJa } from '../claimActions/server/ja';

/** The server's messages and account e-mails in this language (see server/en.ts). */
export const serverJa: ServerMessages = {
    server: {
        npi: {
            invalid:
                '「%{npi}」は有効な NPI ではありません。NPI は 1 または 2 で始まる 10 桁の数字で、末尾が正しいチェックディジットになっている必要があります。',
            unknown: 'NPI %{npi} は NPI レジストリに登録されていません。',
            deactivated: 'NPI %{npi} は NPI レジストリで無効化されています。',
        },
        keys: {
            activation: {
                unknown: 'この有効化リンクは正しくありません。有効化メールを再度リクエストしてください。',
                used: 'この有効化リンクはすでに使用されています。ログインしてご利用ください。',
                expired: 'この有効化リンクは有効期限が切れています。有効化メールを再度リクエストしてください。',
            },
            reset: {
                unknown: 'このパスワード再設定リンクは正しくありません。新しいリンクをリクエストしてください。',
                used: 'このパスワード再設定リンクはすでに使用されています。必要に応じて、新しいリンクをリクエストしてください。',
                expired: 'このパスワード再設定リンクは有効期限が切れています。新しいリンクをリクエストしてください。',
            },
            email_change: {
                unknown: 'このメールアドレス確認用のリンクは正しくありません。',
                used: 'このメールアドレスの変更はすでに確認済みです。',
                expired:
                    'このメールアドレス確認用のリンクは有効期限が切れています。プロフィールから再度メールアドレスを変更してください。',
            },
            login_challenge: {
                unknown: 'このログイン手続きは無効になりました。再度ログインしてください。',
                used: 'このログイン手続きはすでに完了しています。必要に応じて再度ログインしてください。',
                expired: 'ログイン手続きの制限時間を過ぎました。再度ログインしてください。',
            },
        },
        register: {
            accountType: '種類が「%{accountType}」のアカウントは登録できません。',
            usernameFormat:
                'ユーザー名は 3〜50 文字の英字、数字、ピリオド、ハイフン、アンダースコアで構成し、先頭を英字または数字にしてください。',
            usernameTaken: 'ユーザー名「%{username}」はすでに使用されています。',
            emailTaken: 'メールアドレス %{email} はすでに別のアカウントで使用されています。',
            created:
                'メールをご確認ください。入力されたアドレスにメッセージを送信しました。記載のリンクを開いてアカウントを有効にしてください。',
        },
        activate: {
            done: 'アカウントが有効化されました。管理者が所属組織への承認を行います。承認後にメールでお知らせします。それまではログインしてプロフィールを表示できます。',
            resent: 'このメールアドレスを使用している有効化待ちのアカウントがある場合は、新しい有効化メールをお送りします。',
        },
        reset: {
            requested:
                'このメールアドレスを使用しているアカウントがある場合は、パスワード再設定用のリンクを記載したメールをお送りします。',
            sent: '%{email} 宛てにパスワード再設定メールを送信しました。',
            notActive: 'パスワードを再設定できるのは、有効なアカウントのみです。',
            done: 'パスワードを変更しました。新しいパスワードでログインしてください。',
        },
        emailChange: {
            done: 'メールアドレスを %{email} に変更しました。',
        },
        profile: {
            foreign: '開くことができるのは自分のプロフィールのみです。',
            unknownUser: '該当するユーザーは存在しません。',
            currentPasswordWrong: '現在のパスワードが正しくありません。',
            saved: 'プロフィールを保存しました。',
            emailPending:
                'プロフィールを保存しました。新しいメールアドレス %{email} 宛てにお送りしたリンクから、アドレスを確認してください。',
            passwordChanged: 'パスワードを変更しました。他のセッションはすべて終了しました。',
            sessionUnknown: '該当するセッションが見つかりません。',
        },
        totp: {
            alreadyEnabled: '二要素認証はすでに設定されています。',
            notStarted: '先に二要素認証の設定を開始してください。',
            wrongCode: '認証コードが正しくありません。',
            required: 'お使いのロールでは二要素認証が必須のため、解除できません。',
            setupRequired: '続行する前に、二要素認証（認証アプリ）を設定してください。',
            enabled: '二要素認証を有効にしました。リカバリーコードは安全な場所に保管してください。',
            disabled: '二要素認証を無効にしました。',
        },
        access: {
            screenLocked: '「%{screen}」へのアクセス権は変更できません。',
            roleUnknown: 'ロール「%{role}」のアクセス権は変更できません。',
        },
        login: {
            incorrect: 'アカウントまたはパスワードが正しくありません。',
            slowDown:
                'このアカウントへの失敗した試行が多すぎます。%{smart_count} 秒後にもう一度お試しください。 |||| このアカウントへの失敗した試行が多すぎます。%{smart_count} 秒後にもう一度お試しください。',
            throttled:
                'ログインの失敗回数が上限を超えました。%{time} UTC 以降（%{smart_count} 分後）に再度お試しください。 |||| ログインの失敗回数が上限を超えました。%{time} UTC 以降（%{smart_count} 分後）に再度お試しください。',
            pending: 'このアカウントはまだ有効化されていません。有効化メールに記載されたリンクを使用してください。',
            locked: 'このアカウントはロックされています。ポータル管理者にお問い合わせください。',
            disabled: 'このアカウントは無効になっています。ポータル管理者にお問い合わせください。',
        },
        session: {
            missing: 'ログインしていません。',
            invalid: 'ログインに失敗しました。ユーザー情報を取得できません。',
            ended: 'セッションが終了しました。再度ログインしてください。',
            expired: 'セッションの有効期限が切れました。再度ログインしてください。',
        },
        validation: {
            required: '「%{field}」は必須です。',
            empty: '「%{field}」を空にすることはできません。',
            tooLong: '「%{field}」は %{max} 文字以内にする必要があります。',
            tooMany: '"%{field}" に含められるのは %{max} 個までです。',
            type: '「%{field}」は%{expected}である必要があります。',
            unknownField: '「%{field}」は受け付けられないフィールドです。',
            invalid: '「%{field}」は無効です。',
            body: 'リクエスト本文が有効な JSON ではありません。',
            bodyTooLarge: 'リクエストのサイズが大きすぎます。',
            mediaType: 'リクエスト本文は application/json 形式で送信してください。',
            unstorableText:
                '「%{field}」に保存できない文字（NUL 文字または対になっていないサロゲート）が含まれています。削除してもう一度お試しください。',
            dateBounds: '「%{field}」は %{min} から %{max} までの日付である必要があります。',
        },
        types: {
            string: 'テキスト',
            number: '数値',
            boolean: '真偽値',
            object: 'オブジェクト',
            array: 'リスト',
        },
        contact: {
            received: 'お問い合わせを受け付けました。できるだけ早くご連絡いたします。',
            emailInvalid: '「%{field}」には name@example.com のようなメールアドレスを入力してください。',
            throttled:
                'お問い合わせの送信回数が上限を超えました。%{time} UTC 以降（%{smart_count} 分後）に再度お試しください。 |||| お問い合わせの送信回数が上限を超えました。%{time} UTC 以降（%{smart_count} 分後）に再度お試しください。',
            deliveryFailed:
                'お問い合わせは記録されましたが、サポートチームへのメール送信に失敗しました。サポート（%{phone}）までお電話ください。',
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
        list: {
            json: '「%{field}」は JSON である必要があります（例: %{example}）。',
            sort: '「%{parameter}」はフィールド名と ASC または DESC からなるリストである必要があります（例: ["id","ASC"]）。',
            sortField: '「%{parameter}」では「%{value}」で並べ替えできません。並べ替え可能なフィールド: %{allowed}。',
            sortOrder: '「%{parameter}」の最後は ASC または DESC である必要があります。',
            range: '「%{parameter}」は [先頭, 末尾] の形式で、0 以上の整数 2 つ（先頭 ≤ 末尾）である必要があります（例: [0,24]）。',
            rangeTooLarge: '「%{parameter}」で指定できるのは最大 %{max} 行です。',
            filterKey: '「%{parameter}」にキー「%{key}」はありません。使用できるキー: %{allowed}。',
            value: '「%{parameter}」に「%{value}」は指定できません。使用できる値: %{allowed}。',
            date: '「%{parameter}」は 2026-05-01 や 2026-05-01T09:30:00Z のような ISO 8601 の日付または日時である必要があります。',
            dateBounds: '「%{parameter}」は %{min} から %{max} までの日付である必要があります。',
        },
        dashboard: {
            period: '「%{field}」は 7、30、90（日）のいずれかである必要があります（「%{value}」は不可）。',
        },
        claims: {
            savedSearchName: '%{name} という名前の保存済み検索がすでにあります。',
            savedSearchesFull: '保存済み検索はすでに %{max} 件あります。先に 1 件削除してください。',
            savedSearchNotFound: 'ID %{id} の保存済み検索はありません。',
            exportTooLarge:
                'エクスポートは %{count} 件となり、上限の %{max} 件を超えます。検索条件を絞り込んで再度お試しください。',
            notFound: 'ID %{id} の請求はありません。',
            npi: '"%{parameter}" は NPI（1 または 2 で始まり、チェックディジットが正しい 10 桁）である必要があります（"%{value}" は不正です）。',
            rangeOrder: '"%{parameter}"：範囲の開始が終了より後になっています。',
            amount: '"%{parameter}" は 0 以上の金額である必要があります。',
            code: '"%{parameter}" は 99213 や E11.9 のような英数字とピリオドのコードである必要があります（"%{value}" は不正です）。',
            day: '"%{parameter}" は 2026-05-01 のような日付である必要があります（"%{value}" は不正です）。',
            hiddenFilter:
                'フィルター "%{key}" は %{fields} を参照しますが、あなたのロールにはこの項目は提供されません。',
            hiddenSort: '"%{field}" で請求を並べ替えることはできません。あなたのロールにはこの項目は提供されません。',
            stale: '請求 %{number} は、あなたが開いた後に他の人が変更しました。現在の値を表示しています。確認してから再度保存してください。',
            codeFormat: {
                carc: '"%{parameter}" は調整理由コード（CARC）でなければなりません：45、253、B7 のように 3 桁までの数字、または英字 1 文字と 2 桁までの数字です（"%{value}" は該当しません）。',
                rarc: '"%{parameter}" は備考コード（RARC）でなければなりません：M15、MA01、N130 のように M、MA または N と 3 桁までの数字です（"%{value}" は該当しません）。',
                ncpdp: '"%{parameter}" は NCPDP 拒否コードでなければなりません：75、N1、569 のような 2～3 文字の英数字です（"%{value}" は該当しません）。',
            },
            sheet: '請求',
            import: {
                x12Broken: 'この X12 ファイルは形式が正しくありません: %{detail}',
                notRemittance: 'この X12 ファイルは %{type} トランザクションで、835 支払明細ではありません。',
                noClaims: 'この 835 ファイルには請求支払（CLP）がありません。',
                tooManyClaims:
                    'このファイルには %{max} 件を超える請求があり、1 回のインポートの上限を超えています。複数のファイルに分けてください。',
                tooManySegments:
                    'この支払明細には %{max} を超えるセグメントがあり、1 回のインポートで読み取れる上限を超えています。複数のファイルに分けてください。',
                x12NotHere:
                    'X12 支払明細は医療の請求デスクでのみ取り込めます。ここでは請求の CSV または Excel シートを取り込んでください。',
                noFile: 'ファイルは "file" という名前のパートを 1 つ持つ multipart/form-data で送ってください。',
                tooLarge: 'ファイルが %{max} MB を超えています。分割して取り込んでください。',
                claimNumberColumn:
                    'シートに請求番号の列がありません。見出し行にはエクスポートと同じくフィールド名を書いてください。',
                x12Date: '%{segment}: "%{value}" は日付（CCYYMMDD）ではありません。',
                x12Amount: '%{element}: "%{value}" は金額ではありません。',
                groupCode: '調整グループ "%{value}" は不明です。グループコード: %{allowed}。',
                reasonCode:
                    '調整理由 "%{value}" は調整理由コード（CARC）ではありません：45、253、B7 のように 3 桁までの数字、または英字 1 文字と 2 桁までの数字です。',
                remarkCode:
                    '備考 "%{value}" は備考コード（RARC）ではありません：M15、MA01、N130 のように M、MA または N と 3 桁までの数字です。',
                pcnMissing: 'この請求支払には患者管理番号（CLP01）がありません。',
                clp02: '請求ステータス "%{value}"（CLP02）は不明です。コード: %{allowed}。',
                npi: '"%{value}" は NPI（チェックディジットが正しい 10 桁）ではありません。',
                unbalanced: '金額が一致しません: 請求 %{billed} ≠ 支払 %{paid} + 調整 %{adjusted}。',
                ambiguous:
                    '患者管理番号 %{value} を持つ請求が複数あります。支払者の請求番号（CLP07）を送ってください。',
                missing: '新しい請求には %{fields} が必要です。',
                status: '"%{value}" はこのデスクのステータスではありません。',
                paidOverBilled: '支払額 %{paid} が請求額 %{billed} を超えています。',
                date: '%{column}: "%{value}" は 2026-05-01 のような日付ではありません。',
                money: '%{column}: "%{value}" は 0 以上の金額ではありません。',
                code: '%{column}: "%{value}" はこのフィールドのコードではありません。',
                formulaStart: '%{column}: "%{value}" は表計算ソフトで数式として実行されます。',
                formula: '%{column}: 値ではなく数式（%{formula}）です。',
                cellError: '%{column}: セルにエラーがあります（%{value}）。',
                claimNumberMissing: 'この行には請求番号がありません。',
                otherParties:
                    '請求 %{claim} とは異なる関係者（%{fields}）が指定されています。インポートで請求を別の支払者、医療機関、患者、組織に移すことはできません。この請求は変更されていません。',
            },
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
        notFound: '%{path} には何もありません。',
        forbidden: 'この操作を行う権限がありません。',
        tooManyRequests: 'リクエストが多すぎます。しばらく待ってから再度お試しください。',
        budgetsUnavailable:
            'ポータルは現在リクエスト制限を確認できないため、アカウント関連のリクエストを一時停止しています。変更は行われていません。数分後にもう一度お試しください。',
        internal: 'サーバーでエラーが発生しました。再度お試しください。',
    },
    tenancy: serverTenancyJa.tenancy,
    mail: {
        ...serverTenancyJa.tenancyMail,
        registrationAttempt: {
            subject: 'このアドレスは %{product} のアカウントで使用されています',
            body: '%{name} 様\n\nこのメールアドレスで %{product} の新しいアカウントが申請されましたが、このアドレスはすでにあなたのアカウント %{username} で使用されているため、アカウントは作成されませんでした。\n\nご本人の場合は %{username} でサインインするか、サインインページの「パスワードをお忘れですか？」をご利用ください:\n\n%{link}\n\nお心当たりがない場合は、このメールを無視してください。何も変更されていません。',
        },
        signature: '%{product} 運営チーム',
        activation: {
            subject: '【%{product}】アカウント有効化のお願い',
            body: '%{name} 様\n\nアカウント %{username} が作成されました。24 時間以内に次のリンクを開いて、アカウントを有効化してください。\n\n%{link}\n\nアカウントの作成にお心当たりのない場合は、このメールを破棄してください。リンクを開かない限り、手続きは行われません。',
        },
        reset: {
            subject: '【%{product}】パスワード再設定のご案内',
            body: '%{name} 様\n\nアカウント %{username} のパスワード再設定のリクエストを受け付けました。1 時間以内に次のリンクを開いて、新しいパスワードを設定してください。\n\n%{link}\n\nお心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
        },
        emailChange: {
            subject: '【%{product}】新しいメールアドレスのご確認',
            body: '%{name} 様\n\nアカウント %{username} のメールアドレスを %{newEmail} に変更するには、24 時間以内に次のリンクを開いてください。\n\n%{link}\n\nお心当たりのない場合は、このメールを破棄してください。',
        },
        emailChangeNotice: {
            subject: '【%{product}】メールアドレス変更手続きのお知らせ',
            body: '%{name} 様\n\nアカウント %{username} のメールアドレスを %{newEmail} に変更するリクエストを受け付けました。変更は、新しいメールアドレスから確認された時点で反映されます。お心当たりのない場合は、パスワードを変更のうえ、管理者にお問い合わせください。',
        },
        passwordChanged: {
            subject: '【%{product}】パスワード変更のお知らせ',
            body: '%{name} 様\n\nアカウント %{username} のパスワードが先ほど変更され、他のすべてのセッションが終了しました。お心当たりのない場合は、直ちにパスワードの再設定をリクエストし、管理者にお問い合わせください。',
        },
    },
    ...serverRolePagesJa,
    ...serverChecklistJa,
    ...serverPublicDirectoryJa,
    ...serverClaimActionsJa,
};
