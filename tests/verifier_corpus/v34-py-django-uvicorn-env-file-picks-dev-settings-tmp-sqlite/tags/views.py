from django.http import JsonResponse

from tags.models import Tag


def health(request):
    return JsonResponse({"status": "ok"})


def tag_list(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
