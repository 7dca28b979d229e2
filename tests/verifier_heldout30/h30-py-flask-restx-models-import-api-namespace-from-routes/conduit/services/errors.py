class ConduitError(Exception):
    pass


class NotFound(ConduitError):
    pass
