import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../config/settings';
import { changeSetting, changeSize, readSettings, readSidebarOpen, storeSidebarOpen } from './preferences';

describe('interface preferences', () => {
    it('starts from the defaults: settings on, tags view, fixed header and logo off, pinyin on', () => {
        expect(readSettings(null)).toEqual({
            showSettings: true,
            tagsView: false,
            fixedHeader: false,
            sidebarLogo: false,
            supportPinyinSearch: true,
        });
    });

    it('keeps valid stored choices and ignores anything else', () => {
        expect(readSettings('{"tagsView":true,"themeColor":"#11a983","fixedHeader":"yes","extra":1}')).toEqual({
            ...DEFAULT_SETTINGS,
            tagsView: true,
            themeColor: '#11a983',
        });
        expect(readSettings('{"themeColor":"red"}')).toEqual(DEFAULT_SETTINGS);
        expect(readSettings('not json')).toEqual(DEFAULT_SETTINGS);
    });

    it('writes every change where a reload (and a sign-out) finds it', () => {
        changeSetting('fixedHeader', true);
        changeSetting('themeColor', '#f5222d');
        expect(readSettings(localStorage.getItem('portalSettings'))).toMatchObject({
            fixedHeader: true,
            themeColor: '#f5222d',
        });
    });

    it('keeps the size in cookie "size"', () => {
        changeSize('small');
        expect(Cookies.get('size')).toBe('small');
    });

    it('opens the desktop sidebar unless the user closed it', () => {
        expect(readSidebarOpen()).toBe(true);
        storeSidebarOpen(false);
        expect(Cookies.get('sidebarStatus')).toBe('0');
        expect(readSidebarOpen()).toBe(false);
    });
});
