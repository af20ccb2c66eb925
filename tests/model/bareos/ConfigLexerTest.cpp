// The tokens of one file (ConfigLexer.h): comments, quotes and their escapes, strings continued
// on the next line, includes, and where each token is.

#include "bareos/ConfigLexer.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace tapeflow;
using namespace tapeflow::bareos;

namespace {

const std::string kFile = "test.conf";

std::vector<Token> tokensOf(std::string_view text, Diagnostics& diagnostics) {
  ConfigLexer lexer(text, kFile, diagnostics);
  std::vector<Token> tokens;
  for (Token token = lexer.next(); token.kind != TokenKind::End; token = lexer.next())
    tokens.push_back(token);
  return tokens;
}

std::vector<Token> tokensOf(std::string_view text) {
  Diagnostics diagnostics;
  auto tokens = tokensOf(text, diagnostics);
  REQUIRE(diagnostics.empty());
  return tokens;
}

// The tokens as compact text: W(word) Q(quoted) = , { } ; @(include).
std::string shape(const std::vector<Token>& tokens) {
  std::string text;
  for (const auto& token : tokens) {
    switch (token.kind) {
    case TokenKind::Word: text += "W(" + token.text + ")"; break;
    case TokenKind::Quoted: text += "Q(" + token.text + ")"; break;
    case TokenKind::Include: text += "@(" + token.text + ")"; break;
    case TokenKind::EndOfStatement: text += ";"; break;
    case TokenKind::End: text += "$"; break;
    default: text += token.text; break;
    }
  }
  return text;
}

} // namespace

TEST_CASE("words, signs and the ends of statements") {
  CHECK(shape(tokensOf("Job {\n  Name = backup; Level = Full\n}\n")) ==
        "W(Job){;W(Name)=W(backup);W(Level)=W(Full);};");
  CHECK(shape(tokensOf("Command ACL = !sqlquery, *all*")) ==
        "W(Command)W(ACL)=W(!sqlquery),W(*all*);");
  CHECK(shape(tokensOf("Run = Level=Full sun at 2:05")) ==
        "W(Run)=W(Level)=W(Full)W(sun)W(at)W(2:05);");
}

TEST_CASE("a comment runs to the end of its line, never inside quotes") {
  CHECK(shape(tokensOf("Name = x # the name\n# a whole line\nA = \"# not a comment\"")) ==
        "W(Name)=W(x);;W(A)=Q(# not a comment);");
  CHECK(shape(tokensOf("Password = abc#def")) == "W(Password)=W(abc);");
  // There is no other kind of comment: '//' is an ordinary word.
  CHECK(shape(tokensOf("File = // not a comment")) == "W(File)=W(//)W(not)W(a)W(comment);");
}

TEST_CASE("a backslash in quotes takes the next character as itself") {
  const auto tokens = tokensOf(R"(Cmd = "-f \"\(Bareos\) \<%r\>\" C:\\dir")");
  REQUIRE(tokens.size() == 4);
  CHECK(tokens[2].kind == TokenKind::Quoted);
  CHECK(tokens[2].text == R"(-f "(Bareos) <%r>" C:\dir)");
}

TEST_CASE("an empty quoted string is a token") {
  const auto tokens = tokensOf("dbpassword = \"\"\n");
  REQUIRE(tokens.size() == 4);
  CHECK(tokens[2].kind == TokenKind::Quoted);
  CHECK(tokens[2].text.empty());
}

TEST_CASE("quoted strings that follow each other are one, on one line or the next") {
  const auto tokens = tokensOf("Options = \"iothreads=4\"\n"
                               "          \",ioslots=2\" \",retries=1\"\n"
                               "Next = x\n");
  CHECK(shape(tokens) == "W(Options)=Q(iothreads=4,ioslots=2,retries=1);W(Next)=W(x);");
  CHECK(tokens[2].line == 1);
  CHECK(tokens[4].line == 3);
}

TEST_CASE("a string that follows a comment is not joined to the one before") {
  CHECK(shape(tokensOf("A = \"x\" # note\n\"y\"")) == "W(A)=Q(x);Q(y);");
}

TEST_CASE("a backslash at the end of a line in quotes goes on with a line break") {
  const auto tokens = tokensOf("A = \"first\\\nsecond\"\nB = c\n");
  CHECK(shape(tokens) == "W(A)=Q(first\nsecond);W(B)=W(c);");
  CHECK(tokens[4].line == 3);
}

TEST_CASE("an unterminated quote is reported on its line and ends there") {
  Diagnostics diagnostics;
  const auto tokens = tokensOf("A = 1\nB = \"open\nC = 2\n", diagnostics);
  CHECK(shape(tokens) == "W(A)=W(1);W(B)=Q(open);W(C)=W(2);");
  REQUIRE(diagnostics.all().size() == 1);
  CHECK(diagnostics.all()[0].toString() ==
        "test.conf: line 2: error: unterminated quoted string: the closing '\"' is missing on "
        "this line");
}

TEST_CASE("tokens know their line and whether blank space came before them") {
  const auto tokens = tokensOf("\n\nName =  x\n  Level=Full");
  // ; ; Name = x ; Level = Full ;
  REQUIRE(tokens.size() == 10);
  CHECK(tokens[2].text == "Name");
  CHECK(tokens[2].line == 3);
  CHECK(tokens[4].spaceBefore);
  CHECK(tokens[6].text == "Level");
  CHECK(tokens[6].line == 4);
  CHECK_FALSE(tokens[7].spaceBefore);
  CHECK_FALSE(tokens[8].spaceBefore);
  CHECK(tokens[9].kind == TokenKind::EndOfStatement);
  CHECK(tokens[9].line == 4);
}

TEST_CASE("includes, plain and quoted, and a command") {
  CHECK(shape(tokensOf("@/etc/bareos/extra/*.conf\n")) == "@(/etc/bareos/extra/*.conf);");
  CHECK(shape(tokensOf("@\"/etc/my dir/x.conf\" Name = y")) ==
        "@(/etc/my dir/x.conf)W(Name)=W(y);");
  CHECK(shape(tokensOf("@|\"sh -c 'echo x'\"")) == "@(|sh -c 'echo x');");
  CHECK(shape(tokensOf("Client { @c.conf}")) == "W(Client){@(c.conf)};");
  // '@' inside a word is part of it.
  CHECK(shape(tokensOf("mail = root@localhost = all")) == "W(mail)=W(root@localhost)=W(all);");
}

TEST_CASE("a byte order mark is skipped, UTF-16 is refused") {
  CHECK(shape(tokensOf("\xef\xbb\xbfName = x")) == "W(Name)=W(x);");
  Diagnostics diagnostics;
  CHECK(tokensOf("\xff\xfeN\0a", diagnostics).empty());
  REQUIRE(diagnostics.all().size() == 1);
  CHECK(diagnostics.all()[0].message.find("UTF-16") != std::string::npos);
}

TEST_CASE("carriage returns are blank space") {
  CHECK(shape(tokensOf("A = 1\r\nB = \"two\"\r\n")) == "W(A)=W(1);W(B)=Q(two);");
}
