from conduit.models import Tag


def all_tag_names() -> list[str]:
    return list(Tag.objects.order_by("name").values_list("name", flat=True))
