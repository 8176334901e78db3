import widgetsPackage from '../packages/widgets/package.json' with { type: 'json' };

/**
 * The widgets' release: their semver version is packages/widgets/package.json's (the npm package),
 * and the site serves each release's files at two paths under /widgets/: the exact version, whose
 * files never change, and the major version's alias, which moves with compatible releases. The
 * content-hashed chunks both import live once, in /widgets/chunks/. CHANGELOG.md (in the package)
 * says what each release changed for embedders.
 */
export const WIDGETS_VERSION: string = widgetsPackage.version;

/** `v1` for 1.4.2: the folder embedders use by default. */
export const MAJOR_ALIAS = `v${WIDGETS_VERSION.split('.')[0]}`;

/**
 * The folders of dist/widgets that hold a release's entry files, relative to /widgets/: the major
 * alias, the exact version and '' (the unversioned URLs of before 1.0.0, kept for the pages that
 * embed them, which follow the major version 1).
 */
export const RELEASE_FOLDERS = [`${MAJOR_ALIAS}/`, `${WIDGETS_VERSION}/`, ''] as const;
