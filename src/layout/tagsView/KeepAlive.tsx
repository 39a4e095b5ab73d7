import { Activity, cloneElement, useState, type ReactElement } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { useTags } from './tagsStore';

/**
 * vue-element-admin's keep-alive: screens in the cached-view list stay mounted, hidden, while
 * other tabs are shown, and come back as they were left. Each renders the app's routes at its
 * own last location, so it keeps seeing its own path and query.
 */
export const KeepAlive = ({ children }: { children: ReactElement }) => {
    const location = useLocation();
    const { cached } = useTags();
    const [shown, setShown] = useState<ReadonlyMap<string, Location>>(new Map());
    const next = new Map([...shown].filter(([path]) => path === location.pathname || cached.includes(path)));
    next.set(location.pathname, location);
    if (!sameEntries(shown, next)) setShown(next);
    return (
        <>
            {[...next].map(([path, last]) => (
                <Activity key={path} mode={path === location.pathname ? 'visible' : 'hidden'}>
                    {cloneElement(children as ReactElement<{ location?: Location }>, { location: last })}
                </Activity>
            ))}
        </>
    );
};

const sameEntries = (a: ReadonlyMap<string, Location>, b: ReadonlyMap<string, Location>) =>
    a.size === b.size && [...a].every(([path, location]) => b.get(path) === location);
