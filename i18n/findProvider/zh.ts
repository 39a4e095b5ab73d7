import type { findProviderEn } from './en';
import type { Catalog } from '../types';

/** 公开“查找服务提供者”页面的中文文本。 */
export const findProviderZh: Catalog<typeof findProviderEn> = {
    title: '查找服务提供者',
    intro: '搜索我们网络中的服务提供者。无需账户。',
    search: {
        label: '搜索服务提供者',
        name: '姓名',
        nameHelp: '名或姓',
        specialty: '专科',
        specialtyHelp: '例如 Family Medicine 或 Pediatrics',
        place: '邮政编码或城市',
        network: '网络',
        anyNetwork: '任何网络',
        acceptingNew: '接收新患者',
        submit: '搜索',
    },
    results: {
        label: '搜索结果',
        count: '找到 %{smart_count} 位服务提供者',
        none: '没有符合此搜索的服务提供者。请减少关键词或换一个地点。',
        loading: '正在搜索…',
        previous: '上一页',
        next: '下一页',
        details: '%{name} 的详细信息',
        failed: '无法连接目录。请检查网络连接后重试。',
    },
    listing: {
        back: '返回搜索结果',
        specialty: '专科',
        practice: '诊所',
        address: '地址',
        phone: '电话',
        email: '电子邮件',
        website: '网站',
        networks: '网络',
        languages: '语言',
        acceptingPatients: '新患者',
        lastUpdated: '列表最近更新',
        notFound: '此条目已不在目录中。',
        reportError: '报告此条目中的错误',
        reportHelp: '信息有误或已过时？请告诉我们，或致电 %{phone}。',
    },
    accepting: {
        newpt: '接收新患者',
        existptonly: '仅限现有患者',
        existptfam: '现有患者及其家属',
        nopt: '不接收患者',
    },
};
