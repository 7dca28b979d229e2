"""conduit-harness: evaluate coding agents that build the RealWorld Conduit API."""

__version__ = "0.1.0"
