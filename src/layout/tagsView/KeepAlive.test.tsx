import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Route, RouterProvider, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KeepAlive } from './KeepAlive';
import { tagsStore } from './tagsStore';

const Counter = ({ name }: { name: string }) => {
    const [count, setCount] = useState(0);
    return (
        <button onClick={() => setCount(count + 1)}>
            {name} {count}
        </button>
    );
};

const renderScreens = () => {
    const routes = (
        <Routes>
            <Route path="/a" element={<Counter name="a" />} />
            <Route path="/b" element={<Counter name="b" />} />
        </Routes>
    );
    const router = createMemoryRouter(
        [
            {
                path: '*',
                element: (
                    <>
                        <Link to="/a">to a</Link>
                        <Link to="/b">to b</Link>
                        <KeepAlive>{routes}</KeepAlive>
                    </>
                ),
            },
        ],
        { initialEntries: ['/a'] }
    );
    render(<RouterProvider router={router} />);
};

describe('keeping the screens of open tabs', () => {
    it('brings a cached screen back as it was left', async () => {
        tagsStore.set({ visited: [], cached: ['/a', '/b'] });
        renderScreens();
        fireEvent.click(screen.getByText('a 0'));
        fireEvent.click(screen.getByText('a 1'));
        await act(async () => fireEvent.click(screen.getByText('to b')));
        expect(screen.getByText('b 0')).toBeTruthy();
        await act(async () => fireEvent.click(screen.getByText('to a')));
        expect(screen.getByText('a 2')).toBeTruthy();
    });

    it('starts a screen afresh once it is no longer cached', async () => {
        tagsStore.set({ visited: [], cached: [] });
        renderScreens();
        fireEvent.click(screen.getByText('a 0'));
        await act(async () => fireEvent.click(screen.getByText('to b')));
        await act(async () => fireEvent.click(screen.getByText('to a')));
        expect(screen.getByText('a 0')).toBeTruthy();
    });
});
