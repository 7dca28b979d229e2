from conduit_api.models import Tag


class TagRepository:
    async def names(self) -> list[str]:
        return [name async for name in Tag.objects.order_by("name").values_list("name", flat=True)]
