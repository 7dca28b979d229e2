from conduit.settings.base import *  # noqa: F401,F403
