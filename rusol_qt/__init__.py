"""rusol-qt: Russian Solitaire on Qt 6."""

__version__ = "0.1.0"
