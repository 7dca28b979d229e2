from django.urls import path

from conduit.articles.apis import ArticleListApi, TagListApi

urlpatterns = [
    path("articles", ArticleListApi.as_view()),
    path("tags", TagListApi.as_view()),
]
