import type { Catalog } from '../../types';
import type { ssoEn } from './en';

/** シングルサインオンの日本語テキスト。 */
export const ssoJa: Catalog<typeof ssoEn> = {
    login: {
        signInWith: '%{name} でサインイン',
        or: 'または',
        domainLeads: '%{domain} のアドレスは %{name} でサインインします。',
        continueWith: '%{name} で続行',
        signingIn: 'サインインを完了しています…',
        providerLogout: '%{name} からもサインアウト',
    },
    refusals: {
        unknownProvider: 'このサインインサービスは利用できません。管理者にお問い合わせください。',
        expired: 'サインインに時間がかかりすぎたか、すでに完了しています。もう一度お試しください。',
        wrongBrowser: 'サインインは別のブラウザーまたはタブで開始されました。ここでもう一度開始してください。',
        providerError:
            '組織のサインインサービスでサインインできませんでした。再試行するか、IT チームにお問い合わせください。',
        invalidAnswer: '組織のサインインサービスの応答を信頼できなかったため、拒否しました。',
        replayed: 'このサインイン応答はすでに使用されています。もう一度サインインしてください。',
        noRole: '組織のアカウントに、このポータルのロールを与えるグループがありません。IT チームにお問い合わせください。',
        unknownUser: 'ポータルのアカウントがまだありません。管理者に作成またはリンクを依頼してください。',
        accountTaken:
            'このメールアドレスはすでにポータルのアカウントで使われています。管理者にリンクを依頼してください。',
        accountInactive: 'ポータルのアカウントが有効ではありません。管理者にお問い合わせください。',
    },
    topBar: {
        via: '%{name} でサインイン中',
    },
    admin: {
        title: 'ID プロバイダー',
        empty: 'ID プロバイダーはまだありません。組織の OpenID Connect または SAML 2.0 サービスを追加してください。',
        add: 'プロバイダーを追加',
        edit: '編集',
        save: '保存',
        cancel: 'キャンセル',
        saved: 'プロバイダーを保存しました。',
        enable: '有効にする',
        disable: '無効にする',
        enabled: '有効',
        disabled: '無効',
        downloadMetadata: 'SP メタデータをダウンロード',
        columns: {
            name: '名前',
            protocol: 'プロトコル',
            domains: 'メールドメイン',
            status: '状態',
            actions: '操作',
        },
        protocols: {
            oidc: 'OpenID Connect',
            saml: 'SAML 2.0',
        },
        fields: {
            protocol: 'プロトコル',
            name: '表示名',
            emailDomains: 'メールドメイン（カンマ区切り）',
            issuer: '発行者 URL',
            clientId: 'クライアント ID',
            clientSecret: 'クライアントシークレット',
            clientSecretKept: 'クライアントシークレット（空欄なら保存済みのものを維持）',
            scopes: 'スコープ（スペース区切り）',
            metadataUrl: 'IdP メタデータ URL',
            metadataXml: 'IdP メタデータ XML',
            roleClaim: 'グループを含むクレームまたは属性',
            roleRules: 'グループ → ロール、1 行に 1 つ（例: rx-admins=admin）',
            defaultRole: '一致するグループがない場合のロール',
            noDefaultRole: 'なし: サインインを拒否',
            organisationId: 'ユーザーが所属する組織',
            noOrganisation: 'なし',
            createUsers: '未知のユーザーを初回サインイン時に作成する',
            linkLocalAccounts: '確認済みの同じメールアドレスを持つ既存のローカルアカウントをリンクする',
            localPasswords: 'このプロバイダーのユーザーも引き続きパスワードでサインインできる',
            redirectUri: 'プロバイダーに登録するリダイレクト URI',
            acsUrl: 'アサーションコンシューマーサービス URL',
            sloUrl: 'シングルログアウトサービス URL',
            spEntityId: 'SP エンティティ ID',
        },
        organisationHelp:
            '未登録ユーザーを作成する場合は必須です。新しいアカウントは、グループに対応するロールでこの組織にすぐ所属します。',
        rulesInvalid: '%{line} 行目は「グループ=ロール」の形で、このポータルのロールを指定してください。',
    },
    errors: {
        notFound: 'ID %{id} の ID プロバイダーはありません。',
        secretRequired: 'OpenID Connect プロバイダーにはクライアントシークレットが必要です。',
        metadata: 'SAML メタデータを読み込めませんでした: %{problem}。',
        metadataUrl: '%{url} から SAML メタデータを取得できませんでした。',
        insecureIssuer: '発行者は https:// のアドレスである必要があります。',
        roleOfProfile: 'ロール %{role} はこのポータルに存在しません。',
        organisationRequired:
            'ユーザーを作成する ID プロバイダーには、ユーザーが所属する組織を指定する必要があります。',
        passwordNotAllowed:
            'このアカウントは %{name} でサインインします。「%{name} でサインイン」ボタンを使ってください。',
    },
};
