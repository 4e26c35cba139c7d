// Every regular expression literal in the source (client, contract and server, tests excluded), with
// where it is, for the linear-time check of the abuse suite.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";

export interface SourcePattern {
  where: string;
  source: string;
  flags: string;
}

export function sourcePatterns(): SourcePattern[] {
  const files = execFileSync("git", ["ls-files", "src/*.ts", "src/*.tsx"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => file && !/\.test\.tsx?$/.test(file));
  const patterns: SourcePattern[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const end = text.lastIndexOf("/");
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        patterns.push({ where: `${file}:${line}`, source: text.slice(1, end), flags: text.slice(end + 1) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return patterns;
}
