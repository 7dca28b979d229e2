from conduit.models.member import Member

__all__ = ["Member"]
