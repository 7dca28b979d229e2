from conduit.repositories import events  # noqa: F401
