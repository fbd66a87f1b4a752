"""The main window and its chrome: menus built from the registry, the info bar, the toolbar.

The window shows what the session says; it holds no game policy of its own.
"""
