"""Unit tests for the parts with logic of their own; no server or database needed."""

import unittest
from datetime import UTC, datetime, timedelta

from conduit import config, security
# feature-begin: articles
from conduit.services.errors import ValidationFailed
from conduit.services.pagination import DEFAULT_LIMIT, Page, parse_page
from conduit.services.slugs import slugify, unique_slug
# feature-end: articles


# feature-begin: articles
class SlugTests(unittest.TestCase):
    def test_lower_case_and_dashes(self):
        self.assertEqual(slugify("How to train your dragon"), "how-to-train-your-dragon")

    def test_punctuation_collapses_and_edges_are_trimmed(self):
        self.assertEqual(slugify("  Hello, World!!  (2nd ed.) "), "hello-world-2nd-ed")

    def test_accents_are_transliterated(self):
        self.assertEqual(slugify("Crème Brûlée"), "creme-brulee")

    def test_title_without_letters_still_gets_a_slug(self):
        self.assertEqual(slugify("?!"), "article")

    def test_free_slug_is_kept(self):
        self.assertEqual(unique_slug("Dragons", lambda slug: False), "dragons")

    def test_taken_slug_gets_a_suffix_until_free(self):
        taken = {"dragons", "dragons-aaa"}
        suffixes = iter(["aaa", "bbb"])
        self.assertEqual(unique_slug("Dragons", taken.__contains__, lambda: next(suffixes)), "dragons-bbb")

    def test_default_suffix_is_random(self):
        slug = unique_slug("Dragons", lambda slug: slug == "dragons")
        self.assertRegex(slug, r"^dragons-[0-9a-f]{6}$")


# feature-end: articles
class TokenTests(unittest.TestCase):
    def test_round_trip(self):
        self.assertEqual(security.decode_token(security.create_token(42)), 42)

    def test_expired_token_is_rejected(self):
        issued = datetime.now(UTC) - config.JWT_LIFETIME - timedelta(minutes=1)
        with self.assertRaises(security.InvalidToken):
            security.decode_token(security.create_token(42, now=issued))

    def test_tampered_token_is_rejected(self):
        header, payload, signature = security.create_token(42).split(".")
        forged = ".".join((header, payload, signature[::-1]))
        with self.assertRaises(security.InvalidToken):
            security.decode_token(forged)

    def test_garbage_is_rejected(self):
        with self.assertRaises(security.InvalidToken):
            security.decode_token("not-a-jwt")

    def test_header_with_token_scheme(self):
        self.assertEqual(security.token_from_header("Token abc.def.ghi"), "abc.def.ghi")

    def test_missing_header_means_anonymous(self):
        self.assertIsNone(security.token_from_header(None))
        self.assertIsNone(security.token_from_header(""))

    def test_other_scheme_or_empty_token_is_rejected(self):
        for header in ("Bearer abc.def.ghi", "Token", "Token   ", "abc.def.ghi"):
            with self.subTest(header=header), self.assertRaises(security.InvalidToken):
                security.token_from_header(header)


# feature-begin: articles
class PaginationTests(unittest.TestCase):
    def test_defaults(self):
        self.assertEqual(parse_page(None, None), Page(limit=DEFAULT_LIMIT, offset=0))
        self.assertEqual(parse_page("", ""), Page(limit=20, offset=0))

    def test_explicit_values(self):
        self.assertEqual(parse_page("5", "10"), Page(limit=5, offset=10))

    def test_out_of_range_or_non_numeric_values_are_rejected(self):
        for limit, offset in (("0", None), (None, "-1"), ("ten", None), (None, "1.5")):
            with self.subTest(limit=limit, offset=offset), self.assertRaises(ValidationFailed):
                parse_page(limit, offset)


# feature-end: articles
if __name__ == "__main__":
    unittest.main()
