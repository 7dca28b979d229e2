from conduit.api.serializers import tag_names
from conduit.models import Tag


class TagRepository:
    def popular_names(self, limit: int = 20) -> list[str]:
        return tag_names(Tag.objects.order_by("-usage_count", "name")[:limit])

    def touch(self, names: list[str]) -> None:
        for name in names:
            tag, _ = Tag.objects.get_or_create(name=name)
            tag.usage_count += 1
            tag.save(update_fields=["usage_count"])
