"""The Qt ground floor: the binding guard, typed settings, languages and every model-to-words text.

Everything here may import ``model`` and ``storage`` and nothing above; the table, the dialogs
and the application build on it. Each module that touches Qt imports :mod:`.bindings` first
(``catalogues`` stays free of Qt: the build step reads it without the bindings).
"""
